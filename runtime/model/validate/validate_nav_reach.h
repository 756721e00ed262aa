#pragma once
// Warnings on pathing graphs that load and route but mislead (DOMAIN.md, "Node graphs" 2):
// - a way whose action contradicts its ends, whoever takes it (graph::actionFitsEnds): a
//   jump, climb or grip going down, a fall going up;
// - in a free level, a way no character of the project can take with its jump or grip
//   (graph::canTraverse with model/platformer/character_abilities.h): the follower's routes
//   will never use it (characters that cannot play, and projects without characters, are
//   not asked; a scrolling level's graph serves no character);
// - islands: nodes that no link joins to the largest connected part of the level's graph
//   (links taken either way; a way whose action is none joins nothing), named per part.
// Each names the link and the direction, or the island's nodes, with the level file and the
// JSON pointer of the action (or the island's first node). Links that name a missing node are
// errors elsewhere (validate_nav.h) and are skipped here.
#include "core/error.h"
#include "model/project/project.h"

namespace sw {

void findNavGraphWarnings(const Project& project, const Level& level, const std::string& levelFile,
                          Errors& warnings);

}  // namespace sw
