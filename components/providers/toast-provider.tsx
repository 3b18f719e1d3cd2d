"use client";

import { useEffect } from "react";
import { toast, ToastContainer } from "react-toastify";
import { takeFlashMessage } from "@/components/providers/flash-message";

/** The header is 4 rem tall and sticky; toasts start below it so they never cover its buttons. */
const BELOW_HEADER = { top: "calc(4rem + 0.75rem)" };

/**
 * The app's single toast container: top-right below the header, 3000 ms, drag to dismiss at 80%.
 * A message left by the previous page (see flash-message.ts) shows once it has loaded.
 */
export function ToastProvider() {
  useEffect(() => {
    const flash = takeFlashMessage();
    if (flash) toast.success(flash);
  }, []);
  return (
    <ToastContainer
      position="top-right"
      style={BELOW_HEADER}
      autoClose={3000}
      draggablePercent={80}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
