/** An e-mail that may wrap only before its @, never mid-word (narrow table cells). */
export function emailWithBreak(email: string) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
