import { Badge } from '../../../components/ui/badge';

export function PostTags({ tags }: { tags: string[] }) {
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone="brand">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
