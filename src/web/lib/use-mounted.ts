import { useEffect, useRef } from "react";

// Whether the component is still on the page: long work (a generation, a save) checks it before
// touching state or navigating once it finishes, since the user may have left meanwhile.
export function useMountedRef() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
