export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
    </main>
  )
}
