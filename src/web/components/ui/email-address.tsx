/**
 * An e-mail address that, when it must take two lines, breaks after its "@" and nowhere else:
 * "sales@ / chandrabhagahonda.example", never "chandrabhagahonda. / example" (seen at 375 px).
 * Both halves are unbreakable (a browser also breaks after a dot in "first.last"), with the one
 * break opportunity between them.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      <span className="whitespace-nowrap">{address.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at + 1)}</span>
    </>
  );
}
