import { useDropzone } from 'react-dropzone';
import { FileDropzoneFrame } from './FileDropzoneFrame';

/** A dashed area that takes one file, dropped or chosen; the label names the hidden file input too. */
export function FileDropzone({
  label,
  onFile,
  testId,
}: {
  label: string;
  onFile: (file: File) => void;
  testId?: string;
}) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    onDrop: (files) => files[0] && onFile(files[0]),
  });
  return (
    <FileDropzoneFrame {...getRootProps()} label={label} active={isDragActive} data-testid={testId}>
      <input {...getInputProps()} aria-label={label} />
    </FileDropzoneFrame>
  );
}
