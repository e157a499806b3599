/**
 * One picture per concept, never one for two: a category of events, a
 * banner of the Tri Panji, a field of service each have their own.
 * The pictures content can ask for by name (IconName in the content
 * schema), drawn from Lucide. Resolved by route loaders at build, so a
 * page's icons travel in its HTML as data and no icon table is shipped in
 * JavaScript; <Icon> draws them.
 */
import {
  BookOpen,
  Church,
  Cross,
  GraduationCap,
  HandHeart,
  HeartHandshake,
  Lightbulb,
  School,
  House,
  type IconNode,
} from "lucide";
import type { IconName } from "~/content/schema";

const icons: Record<IconName, IconNode> = {
  kerohanian: BookOpen,
  pendidikan: GraduationCap,
  sosial: HeartHandshake,
  iman: Cross,
  ilmu: Lightbulb,
  pengabdian: HandHeart,
  gereja: Church,
  "perguruan-tinggi": School,
  masyarakat: House,
};

/** The drawing for a content item's `icon`. */
function iconNode(name: IconName): IconNode {
  return icons[name];
}

/** A content item with its `icon` name replaced by the drawing. */
export function withIcon<T extends { icon: IconName }>(item: T): Omit<T, "icon"> & { icon: IconNode } {
  return { ...item, icon: iconNode(item.icon) };
}
