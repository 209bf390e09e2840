import { useEffect, useRef, useState } from 'react';

/** An object URL for a chosen file's preview, revoked when replaced or unmounted. */
export function useObjectUrl() {
  const [url, setUrl] = useState<string>();
  const current = useRef<string | undefined>(undefined);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  return {
    url,
    show(file: File | undefined) {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = file ? URL.createObjectURL(file) : undefined;
      setUrl(current.current);
    },
  };
}
