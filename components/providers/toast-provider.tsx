"use client";

import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";
import { takeFlashMessage } from "@/components/providers/flash-message";
import { toast, toastsWanted } from "@/components/ui/toast";

// Loaded with the page's first toast, like the toasts themselves (components/ui/toast.ts).
const ToastContainer = dynamic(() => import("react-toastify").then((module) => module.ToastContainer), {
  ssr: false,
});

/** The header is 4 rem tall and sticky; toasts start below it so they never cover its buttons. */
const BELOW_HEADER = { top: "calc(4rem + 0.75rem)" };

/**
 * The app's single toast container: top-right below the header (on phones across the screen below it, see
 * globals.css), at most three at once, 3000 ms, drag to dismiss at 80%.
 * A message left by the previous page (see flash-message.ts) shows once it has loaded. Nothing is mounted
 * (or downloaded) until the page's first toast.
 * A toast pauses under the pointer only where there is a pointer that hovers: on a touch screen the last tap
 * leaves a "hover" behind, which would hold a toast over the page (and over a page notice's Dismiss) for good.
 */
export function ToastProvider() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get, toastsWanted.getServer);
  useEffect(() => {
    const flash = takeFlashMessage();
    if (flash) toast.success(flash);
  }, []);
  if (!wanted) return null;
  return (
    <ToastContainer
      position="top-right"
      style={BELOW_HEADER}
      autoClose={3000}
      draggablePercent={80}
      newestOnTop
      limit={3}
      closeOnClick
      pauseOnFocusLoss={false}
      pauseOnHover={window.matchMedia("(hover: hover)").matches}
    />
  );
}
