"use client";

import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useSession } from "@/components/providers/session-provider";
import { callRoute } from "@/components/ui/api";
import { removeFavourite, saveFavourite } from "@/lib/contracts/favourites";

// The read and SWR with it load only for a signed-in visitor.
const FavouriteIdsReader = dynamic(
  () => import("@/components/providers/favourite-ids-reader").then((module) => module.FavouriteIdsReader),
  { ssr: false },
);

type FavouritesState = {
  ids: Set<string>;
  /** Saves or unsaves; resolves to the new state, or throws with a user-facing message. */
  toggle: (propertyId: string) => Promise<boolean>;
};

const FavouritesContext = createContext<FavouritesState | null>(null);

/** The signed-in user's saved listing ids, read once per page visit and updated optimistically. */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [ids, setIds] = useState<Set<string>>(new Set());
  // Saves made while the list is still loading: the loaded list must not undo them.
  const changedBeforeLoad = useRef<Map<string, boolean> | null>(null);

  useEffect(() => {
    if (user) {
      changedBeforeLoad.current = new Map();
      return;
    }
    changedBeforeLoad.current = null;
    // Kept as it is when already empty: a new empty set would re-render every card on the page after
    // hydration for nothing.
    setIds((current) => (current.size ? new Set() : current));
  }, [user]);

  const loaded = useCallback((saved: string[]) => {
    const next = new Set(saved);
    for (const [id, isSaved] of changedBeforeLoad.current ?? []) {
      if (isSaved) next.add(id);
      else next.delete(id);
    }
    changedBeforeLoad.current = null;
    setIds(next);
  }, []);

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
  return (
    <FavouritesContext.Provider value={value}>
      {user && <FavouriteIdsReader key={user._id} userId={user._id} onLoaded={loaded} />}
      {children}
    </FavouritesContext.Provider>
  );
}

export function useFavourites(): FavouritesState {
  const context = useContext(FavouritesContext);
  if (!context) throw new Error("useFavourites must be used inside <FavouritesProvider>");
  return context;
}
