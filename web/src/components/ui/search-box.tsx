import { SearchIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useValueTypedEarly } from '@/lib/use-hydrated';

export function SearchBox({
  value,
  onChange,
  label,
  id,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  id?: string;
}) {
  const box = useValueTypedEarly(value, onChange);
  return (
    <div className="relative w-full max-w-xl">
      <SearchIcon
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        ref={box}
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        aria-label={label}
        className="pl-10"
      />
    </div>
  );
}
