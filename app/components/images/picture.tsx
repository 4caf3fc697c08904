// An uploaded image as a <picture>: WebP with a JPEG fallback, every width of its kind in a srcset,
// and its width and height given so nothing shifts while it loads (issue 15 §5). Server-rendered;
// no script of its own.
import { IMAGE_WIDTHS, imageSrcSet, imageUrl, variantHeight, type ImageRef } from "~/domain/images";

export function Picture({
  image,
  sizes,
  width,
  alt = "",
  lazy = true,
  className,
  priority,
}: {
  image: Pick<ImageRef, "key" | "kind" | "width" | "height">;
  /** The CSS width it is shown at, for the browser's choice of variant ("88px", "100vw"). */
  sizes: string;
  /** The width attribute (CSS px); the height follows the image's aspect. */
  width: number;
  alt?: string;
  lazy?: boolean;
  className?: string;
  priority?: boolean;
}) {
  const smallest = IMAGE_WIDTHS[image.kind][0];
  return (
    // display: contents, so the <img> itself is the flex or grid item its parent lays out
    <picture className="contents">
      <source type="image/webp" srcSet={imageSrcSet(image, "webp")} sizes={sizes} />
      <img
        src={imageUrl(image, smallest, "jpeg")}
        srcSet={imageSrcSet(image, "jpeg")}
        sizes={sizes}
        width={width}
        height={variantHeight(image, width)}
        alt={alt}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
        // React 18 passes the lowercase attribute as is
        {...(priority ? { fetchpriority: "high" } : {})}
        className={className}
      />
    </picture>
  );
}
