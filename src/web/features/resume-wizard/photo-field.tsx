import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { resumeApi } from "../../lib/resume-api";
import type { CropSquare } from "./crop-geometry";
import { type LoadedPhoto, loadPhoto, PHOTO_TYPES } from "./load-photo";

// The crop dialog is fetched when a photo is chosen: the General step's first screen does not wait for it.
const PhotoCropDialog = lazy(() =>
  import("./photo-crop-dialog").then((module) => ({ default: module.PhotoCropDialog })),
);

const ACCEPT = PHOTO_TYPES.join(",");
const MAX_BYTES = 5 * 1024 * 1024;

// The resume photo: the user chooses its square in a crop dialog, the server crops it and
// keeps WebP copies at 96, 192 and 384 px; the preview uses 192 px with the 384 px copy for
// 2x screens. The file goes up unchanged: the server turns it upright (EXIF) and crops it.
export function PhotoField({
  resumeId,
  initialImageName,
}: {
  resumeId: number;
  initialImageName: string | null;
}) {
  const inputId = useId();
  const [imageName, setImageName] = useState(initialImageName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [cropping, setCropping] = useState<LoadedPhoto | null>(null);

  // The object URL lives as long as the dialog shows it.
  useEffect(() => {
    if (!cropping) return;
    return () => URL.revokeObjectURL(cropping.url);
  }, [cropping]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    if (file.size > MAX_BYTES) {
      setError("The photo is larger than 5 MB. Choose a smaller one.");
      return;
    }
    let photo: LoadedPhoto;
    try {
      photo = await loadPhoto(file);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "This file could not be opened as an image.");
      return;
    }
    // The crop's geometry comes with the photo, not with the wizard's first load (the dialog needs it next).
    const { isTooSmallToCrop } = await import("./crop-geometry");
    if (!isTooSmallToCrop(photo)) {
      setCropping(photo);
      return;
    }
    // Too small to choose from (under 32 px): the server takes its centred square.
    URL.revokeObjectURL(photo.url);
    setBusy(true);
    try {
      setImageName((await resumeApi.uploadImage(resumeId, file)).image_name);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The photo could not be saved.");
    } finally {
      setBusy(false);
    }
  };

  // Errors reach the dialog, which shows them and stays open for another try.
  const saveCropped = async (square: CropSquare) => {
    if (!cropping) return;
    const saved = await resumeApi.uploadImage(resumeId, cropping.file, square);
    setImageName(saved.image_name);
    setCropping(null);
  };

  const remove = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await resumeApi.removeImage(resumeId);
      setImageName(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The photo could not be removed.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      {imageName ? (
        <img
          src={resumeApi.imageUrl(resumeId, 192, imageName)}
          srcSet={`${resumeApi.imageUrl(resumeId, 192, imageName)} 1x, ${resumeApi.imageUrl(resumeId, 384, imageName)} 2x`}
          alt="Your resume portrait"
          width={96}
          height={96}
          className="h-24 w-24 rounded-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="h-24 w-24 rounded-full bg-grey-100" />
      )}
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-grey-700">
          {imageName ? "Change photo" : "Add a photo"} (JPEG, PNG or WebP, up to 5 MB; you then choose its
          square)
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          disabled={busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = "";
          }}
          className="text-sm"
        />
        {imageName ? (
          <Button variant="link" className="self-start" disabled={busy} onClick={() => void remove()}>
            Remove photo
          </Button>
        ) : null}
        {busy ? <p role="status">Saving photo ...</p> : null}
        <FormError message={error} />
      </div>
      {cropping ? (
        <Suspense fallback={<p role="status">Opening the photo ...</p>}>
          <PhotoCropDialog
            key={cropping.url}
            photo={cropping}
            onCancel={() => setCropping(null)}
            onConfirm={saveCropped}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
