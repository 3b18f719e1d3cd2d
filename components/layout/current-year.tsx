"use client";

import { useEffect, useState } from "react";

/**
 * The year in the copyright line. Pages rendered ahead of time carry the year they were built in, so the
 * browser corrects it after a New Year.
 */
export function CurrentYear({ renderedYear }: { renderedYear: number }) {
  const [year, setYear] = useState(renderedYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
