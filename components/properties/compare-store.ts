"use client";

import { useSyncExternalStore } from "react";
import { COMPARE_MAX } from "@/lib/listings/links/compare-page";

/**
 * The listings a visitor picked to compare: up to COMPARE_MAX ids in the browser's storage, no account
 * needed. Every button and the tray read one store, and other tabs follow through the storage event.
 */

const KEY = "oh-compare";
const CHANGED = "oh-compare-changed";
const EMPTY: string[] = [];

let cached: { raw: string | null; ids: string[] } = { raw: null, ids: EMPTY };

function read(): string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY; // storage refused (private mode): nothing kept
  }
  if (raw === cached.raw) return cached.ids;
  let ids: string[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === "string").slice(0, COMPARE_MAX);
  } catch {
    ids = EMPTY;
  }
  cached = { raw, ids };
  return ids;
}

function write(ids: string[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // storage refused: the choice lasts until the page changes
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

export function useCompareIds(): string[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/** Adds or removes a listing; "full" when COMPARE_MAX are picked already. */
export function toggleCompare(id: string): "added" | "removed" | "full" {
  const ids = read();
  if (ids.includes(id)) {
    write(ids.filter((other) => other !== id));
    return "removed";
  }
  if (ids.length >= COMPARE_MAX) return "full";
  write([...ids, id]);
  return "added";
}

export function clearCompare() {
  write([]);
}
