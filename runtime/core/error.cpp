#include "core/error.h"

namespace sw {

std::string Error::toString() const {
  std::string out;
  if (!file.empty()) out += file + ": ";
  if (!where.empty()) out += where + ": ";
  out += message;
  return out;
}

}  // namespace sw
