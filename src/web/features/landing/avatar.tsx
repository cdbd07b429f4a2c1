import { useEffect, useRef, useState } from "react";
import { initialsOf } from "./highlight";

// Spec §2: the initials when the image fails. An image that failed before React hydrated
// fired its error event too early for onError, so the effect checks it once after mount.
export function Avatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(!src);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  const frame = "h-12 w-12 shrink-0 rounded-full";
  if (failed)
    return (
      <span
        data-testid="avatar-initials"
        aria-hidden="true"
        className={`${frame} flex items-center justify-center bg-primary-100 font-semibold text-primary-800`}
      >
        {initialsOf(name)}
      </span>
    );
  return (
    <img
      ref={imageRef}
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`${frame} bg-grey-100 object-cover`}
    />
  );
}
