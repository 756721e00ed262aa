#pragma once
// What dynamic_cast<LevelObject*> gives a described object, without walking the class
// hierarchy: GCC's __dynamic_cast was 5% of moving a big level's 25,000 objects, where
// the command and the document's report each ask it of every object. A level object is
// told by its name family (level_object.h: all kinds share LevelObject's, and none
// overrides it; object_cast_test checks every kind against dynamic_cast).
namespace sw {

class Describable;
class LevelObject;

LevelObject* levelObjectCast(Describable* object) noexcept;
const LevelObject* levelObjectCast(const Describable* object) noexcept;

}  // namespace sw
