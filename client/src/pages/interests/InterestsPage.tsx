export default function InterestsPage() {
  return <main className="center-screen"><h1>InterestsPage</h1></main>;
}
