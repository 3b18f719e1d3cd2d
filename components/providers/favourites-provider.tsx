"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { favouriteList, removeFavourite, saveFavourite } from "@/lib/contracts/favourites";

type FavouritesState = {
  ids: Set<string>;
  /** Saves or unsaves; resolves to the new state, or throws with a user-facing message. */
  toggle: (propertyId: string) => Promise<boolean>;
};

const FavouritesContext = createContext<FavouritesState | null>(null);

/** The signed-in user's saved listing ids, loaded once per page visit and updated optimistically. */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [ids, setIds] = useState<Set<string>>(new Set());
  // Saves made while the list is still loading: the loaded list must not undo them.
  const changedBeforeLoad = useRef<Map<string, boolean> | null>(null);

  useEffect(() => {
    if (!user) {
      // Kept as it is when already empty: a new empty set would re-render every card on the page after
      // hydration for nothing.
      setIds((current) => (current.size ? new Set() : current));
      return;
    }
    let cancelled = false;
    changedBeforeLoad.current = new Map();
    void callRoute(favouriteList, { cache: "no-store" }).then((answer) => {
      if (cancelled) return;
      if (answer.status === 0) {
        changedBeforeLoad.current = null;
        return;
      }
      const loaded = new Set(answer.ok ? (answer.body.ids ?? []) : []);
      for (const [id, saved] of changedBeforeLoad.current ?? []) {
        if (saved) loaded.add(id);
        else loaded.delete(id);
      }
      changedBeforeLoad.current = null;
      setIds(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [user]);

  const toggle = useCallback(
    async (propertyId: string) => {
      const saved = ids.has(propertyId);
      const update = (add: boolean) => {
        changedBeforeLoad.current?.set(propertyId, add);
        setIds((current) => {
          const next = new Set(current);
          if (add) next.add(propertyId);
          else next.delete(propertyId);
          return next;
        });
      };
      update(!saved);
      const answer = await callRoute(saved ? removeFavourite : saveFavourite, { params: { propertyId } });
      if (!answer.ok) {
        update(saved);
        throw new Error(answer.body.message ?? "Could not update your favourites");
      }
      return !saved;
    },
    [ids],
  );

  const value = useMemo(() => ({ ids, toggle }), [ids, toggle]);
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}

export function useFavourites(): FavouritesState {
  const context = useContext(FavouritesContext);
  if (!context) throw new Error("useFavourites must be used inside <FavouritesProvider>");
  return context;
}
