#pragma once
// A bridge while the simulation still fires the old weapon enum (sim/ reads
// EnemyType::weapon, bulletsPerShot, spreadAngle, bulletSpeed and setWeapon actions):
// a default pattern, or a `setPattern` target, that has exactly the form migrate_v2 makes
// from an old weapon is turned back into that weapon, so a migrated project plays the same
// as before. Other patterns give no legacy weapon. Goes away when the pattern interpreter
// (sim/, bullets) runs patterns.
#include "model/project.h"

namespace sw {

// Fills every enemy type's legacy fields from its patterns (project_io calls it on load).
void deriveLegacyWeapons(Project& project);

}  // namespace sw
