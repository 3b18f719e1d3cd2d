import { DEVICE_WIDTHS, IMAGE_WIDTHS, photoSources } from "@/lib/images/photo-sources";

const widths = (srcSet: string) => srcSet.split(", ").map((entry) => Number(entry.split(" ")[1].slice(0, -1)));

describe("a photo's sources", () => {
  it("offers a full-width picture every screen width the optimiser serves, the largest as its src", () => {
    const { src, srcSet } = photoSources("/images/listings/villa-2.jpg", "100vw");
    expect(widths(srcSet)).toEqual(DEVICE_WIDTHS);
    expect(src).toBe("/_next/image?url=%2Fimages%2Flistings%2Fvilla-2.jpg&w=1920&q=75");
  });

  it("adds the narrow widths for a picture that takes a third of a wide screen, none below what a phone needs", () => {
    const { srcSet } = photoSources("/a.jpg", "(max-width: 768px) 100vw, 33vw");
    // A third of the smallest screen width (640 px) is 211 px: 256 is the first width at least that wide.
    expect(widths(srcSet)).toEqual([256, 384, ...DEVICE_WIDTHS]);
  });

  it("offers every width for a picture sized in pixels", () => {
    expect(widths(photoSources("/a.jpg", "112px").srcSet)).toEqual([...IMAGE_WIDTHS, ...DEVICE_WIDTHS]);
  });

  it("escapes a remote address into the optimiser's url word", () => {
    const { src } = photoSources("https://res.cloudinary.com/demo/image/upload/v1/a b.jpg", "100vw");
    expect(src).toBe(
      `/_next/image?url=${encodeURIComponent("https://res.cloudinary.com/demo/image/upload/v1/a b.jpg")}&w=1920&q=75`,
    );
  });

  it("serves vector pictures as they are", () => {
    expect(photoSources("/images/placeholder.svg", "100vw")).toEqual({ src: "/images/placeholder.svg", srcSet: "" });
  });
});
