import {
  Briefcase,
  Camera,
  Cpu,
  Film,
  Gamepad2,
  GraduationCap,
  Heart,
  Microscope,
  Music,
  Palette,
  Plane,
  Shirt,
  Sparkles,
  Trophy,
  Users,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';

/** The icons the interest categories name (spec 001 section 2), imported one by one to keep the bundle small. */
const INTEREST_ICONS: Record<string, LucideIcon> = {
  Trophy,
  Cpu,
  Users,
  Film,
  Briefcase,
  Shirt,
  UtensilsCrossed,
  Plane,
  Gamepad2,
  Music,
  Heart,
  GraduationCap,
  Palette,
  Microscope,
  Camera,
};

export const interestIcon = (name: string): LucideIcon => INTEREST_ICONS[name] ?? Sparkles;
