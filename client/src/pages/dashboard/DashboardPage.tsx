export default function DashboardPage() {
  return <main className="center-screen"><h1>DashboardPage</h1></main>;
}
