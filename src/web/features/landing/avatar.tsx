import { useEffect, useRef, useState } from "react";
import { initialsOf } from "./highlight";

/** The round frame, and the initials' look inside it (avatar-island.ts builds the same). */
export const avatarClass = {
  frame: "h-12 w-12 shrink-0 rounded-full",
  initials: "flex items-center justify-center bg-primary-100 font-semibold text-primary-800",
};

// Spec §2: the initials when the image fails. An image that failed before React hydrated
// fired its error event too early for onError, so the effect checks it once after mount.
export function Avatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(!src);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed)
    return (
      <span
        data-testid="avatar-initials"
        aria-hidden="true"
        className={`${avatarClass.frame} ${avatarClass.initials}`}
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
      data-initials={initialsOf(name)}
      onError={() => setFailed(true)}
      className={`${avatarClass.frame} bg-grey-100 object-cover`}
    />
  );
}
