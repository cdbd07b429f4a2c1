// Scaffold: replaced by the implementation.
export default function Page() {
  return null;
}
