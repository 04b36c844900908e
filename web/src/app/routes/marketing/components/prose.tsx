import { type ProseBlock } from './copy';
import { RichText } from './rich-text';

/** Paragraphs, then a bullet list, then closing paragraphs, in the order the copy gives them. */
export function Prose({ block }: { block: ProseBlock }) {
  return (
    <>
      {block.paragraphs?.map((paragraph, index) => (
        <p key={`p${index}`}>
          <RichText text={paragraph} />
        </p>
      ))}
      {block.items && block.items.length > 0 && (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      )}
      {block.note?.map((paragraph, index) => (
        <p key={`n${index}`}>
          <RichText text={paragraph} />
        </p>
      ))}
    </>
  );
}
