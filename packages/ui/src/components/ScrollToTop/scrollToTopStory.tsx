/** A page tall enough to scroll past the 200 px threshold (stories only). */
export function TallPage({ lines = 40, text }: { lines?: number; text: string }) {
  return (
    <div>
      {Array.from({ length: lines }, (_, index) => (
        <p key={index}>{`${text} ${index + 1}`}</p>
      ))}
    </div>
  );
}
