export default function ResetPasswordPage() {
  return <main className="center-screen"><h1>ResetPasswordPage</h1></main>;
}
