// Opens a chosen file as an image in the browser, for the crop dialog. The size is the one the
// browser shows (turned upright by the photo's EXIF orientation), which is the frame the server
// crops in. The caller revokes `url` when the dialog closes.

export interface LoadedPhoto {
  file: File;
  url: string;
  width: number;
  height: number;
}

export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];
const NOT_A_PHOTO = "The photo must be a JPEG, PNG or WebP image.";
const UNREADABLE = "This file could not be opened as an image. Choose a JPEG, PNG or WebP photo.";

export function loadPhoto(file: File): Promise<LoadedPhoto> {
  // The browser's type comes from the file name; the server checks the bytes again.
  if (file.type && !PHOTO_TYPES.includes(file.type)) return Promise.reject(new Error(NOT_A_PHOTO));
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0) {
        resolve({ file, url, width: image.naturalWidth, height: image.naturalHeight });
      } else {
        URL.revokeObjectURL(url);
        reject(new Error(UNREADABLE));
      }
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(UNREADABLE));
    };
    image.src = url;
  });
}
