import { Monitor, Moon, Sun } from 'lucide-react';
import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from '#components/ui/dropdown-menu.tsx';
import { THEMES, type Theme } from '#lib/theme.ts';
import { useTheme } from '#lib/use-theme.ts';

const options: Record<Theme, { label: string; icon: typeof Sun }> = {
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
  system: { label: 'System', icon: Monitor },
};

function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value);
}

/** Light / Dark / System choice inside the user menu; the menu stays open to show the change. */
export function ThemeMenuGroup() {
  const [theme, setTheme] = useTheme();
  return (
    <>
      <DropdownMenuLabel>Theme</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
        {THEMES.map((value) => {
          const { label, icon: Icon } = options[value];
          return (
            <DropdownMenuRadioItem key={value} value={value} onSelect={(event) => event.preventDefault()}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
    </>
  );
}
