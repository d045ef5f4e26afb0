export default function NotFoundPage() {
  return <main className="center-screen"><h1>NotFoundPage</h1></main>;
}
