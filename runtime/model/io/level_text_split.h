#pragma once
// Where a level file's "objects" array and its items lie in the text, found without
// parsing it (strings skipped, brackets counted), so that a big level's objects can be
// parsed and read on two threads (readLevelTextInTwo, below): they are most of its
// bytes, and reading the level was 40% of the UI thread's work in opening one of 20,000.
//
// Nothing here checks the JSON: the parser checks each piece, and a piece that does not
// parse sends the reader back to the whole text, which names the place as always.
#include <cstddef>
#include <optional>
#include <string_view>
#include <string>
#include <vector>

#include "core/error.h"

namespace sw {

class Level;

struct ObjectsArrayLayout {
  std::size_t open = 0;   // offset of the array's '['
  std::size_t close = 0;  // offset of its ']'
  // Each item's first byte and one past its last, in order.
  std::vector<std::size_t> begins, ends;
  // The raw text of the top level's "formatVersion" value, empty when there is none.
  std::string_view formatVersion;
};

// The layout of the top-level object's "objects" array. Nothing when the text is not a
// single object, has no "objects" array or two of them, has a key written with escapes
// (which key it is would be the parser's call), nests deeper than the parser accepts, or
// is cut short: the ordinary reader then reads the whole text.
std::optional<ObjectsArrayLayout> findObjectsArray(std::string_view text);

// The first item of the tail of the array that holds at most `bytes` of text (items.size()
// when even the last one is bigger).
std::size_t firstItemOfTail(const ObjectsArrayLayout& layout, std::size_t bytes);

// What readLevelText (project_io.h) does with a level file of a megabyte or more, where
// the machine has a second core: the "objects" array's items from `first` on are parsed and
// read on a second thread while this one reads the rest, with the same result and the same
// errors as one reader (any problem and the whole text is read again as one). Defined in
// project_io.cpp; public so that tests can cut small files anywhere.
bool readLevelTextInTwo(const std::string& text, const std::string& file, std::size_t first, Level& out,
                        Errors& errors);

}  // namespace sw
