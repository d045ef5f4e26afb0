export default function StaticPage({ page }: { page: 'terms' | 'privacy' | 'support' }) {
  return <main className="center-screen"><h1>{page}</h1></main>;
}
