export default function LoginPage() {
  return <main className="center-screen"><h1>LoginPage</h1></main>;
}
