/**
 * An e-mail address that, when it must take two lines, breaks after its "@" and nowhere else:
 * "sales@ / chandrabhagahonda.example", never "chandrabhagahonda. / example" (seen at 375 px).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at + 1)}</span>
    </>
  );
}
