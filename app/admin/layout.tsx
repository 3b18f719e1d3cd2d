import type { Metadata } from "next";
import { ToastProvider } from "@/components/providers/toast-provider";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false },
};

/** The admin area has its own chrome (no site header or footer), and the same toasts. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <ToastProvider />
    </>
  );
}
