"use client";

import { useState } from "react";

/**
 * The user's picture, or the first letter of the name when there is none or it fails to load. `alt`: the
 * picture's description in the page's language (English by default).
 */
export function Avatar({
  name,
  picture,
  size = 96,
  alt = `${name}'s profile picture`,
}: {
  name: string;
  picture?: string;
  size?: number;
  alt?: string;
}) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (picture && !broken) {
    return (
      // A plain img: pictures come from uploads, Cloudinary or Google, at one small size.
      <img
        src={picture}
        alt={alt}
        style={style}
        onError={() => setBroken(true)}
        className="shrink-0 rounded-full object-cover ring-4 ring-white"
      />
    );
  }
  return (
    <span
      aria-hidden
      style={{ ...style, fontSize: size / 2.5 }}
      className="bg-brand-600 grid shrink-0 place-items-center rounded-full font-bold text-white ring-4 ring-white"
    >
      {(name.trim()[0] ?? "?").toUpperCase()}
    </span>
  );
}
