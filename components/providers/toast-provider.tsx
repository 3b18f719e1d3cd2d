"use client";

import { ToastContainer } from "react-toastify";

/** The app's single toast container: top-right, closes after 3000 ms, a drag past 80% dismisses. */
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
