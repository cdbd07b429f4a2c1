// Testimonial avatars on a page without React (docs/decisions/025): an image that fails to
// load is replaced by the person's initials (spec §2), as Avatar does. An image may have
// failed before this script ran, so each is checked once as well as listened to.
// Self-contained (lib/inline-script.ts).

export interface AvatarIslandOptions {
  className: string;
}

export function avatarIsland(options: AvatarIslandOptions): void {
  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-initials]")) {
    const fallBack = () => {
      const initials = document.createElement("span");
      initials.dataset.testid = "avatar-initials";
      initials.setAttribute("aria-hidden", "true");
      initials.className = options.className;
      initials.textContent = image.dataset.initials ?? "";
      image.replaceWith(initials);
    };
    if (image.complete && image.naturalWidth === 0) fallBack();
    else image.addEventListener("error", fallBack, { once: true });
  }
}
