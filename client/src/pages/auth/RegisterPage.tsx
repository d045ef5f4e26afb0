export default function RegisterPage() {
  return <main className="center-screen"><h1>RegisterPage</h1></main>;
}
