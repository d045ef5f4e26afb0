export default function VerifyEmailPage() {
  return <main className="center-screen"><h1>VerifyEmailPage</h1></main>;
}
