import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#lib/cn.ts';

interface UserAvatarProps {
  photoURL: string | null | undefined;
  alt: string;
  className?: string;
}

/** The user's photo, or a person icon when there is none or it fails to load. */
export function UserAvatar({ photoURL, alt, className }: UserAvatarProps) {
  const [failedURL, setFailedURL] = useState<string | null>(null);
  const classes = cn('size-8 shrink-0 rounded-full', className);
  if (photoURL && failedURL !== photoURL) {
    return (
      <img
        src={photoURL}
        alt={alt}
        referrerPolicy="no-referrer"
        onError={() => setFailedURL(photoURL)}
        className={cn(classes, 'object-cover')}
      />
    );
  }
  return (
    <span
      className={cn(
        classes,
        'inline-flex items-center justify-center bg-zinc-200 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300',
      )}
    >
      <UserRound aria-hidden="true" className="size-[55%]" />
    </span>
  );
}
