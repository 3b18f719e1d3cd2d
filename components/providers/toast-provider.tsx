"use client";

import dynamic from "next/dynamic";

// Loaded after the page is interactive, like the toasts themselves (components/ui/toast.ts).
const ToastContainer = dynamic(() => import("react-toastify").then((module) => module.ToastContainer), {
  ssr: false,
});

/** The app's single toast container (SPEC §2): top-right, 3000 ms, drag to dismiss at 80%. */
export function ToastProvider() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      draggablePercent={80}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
