// Fuzz target: the clipboard's object bundle (readBundleText), which comes from any
// application's clipboard. A bundle that reads is written back out.
#include "fuzz_support.h"
#include "model/io/project_io.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  sw::ObjectBundle bundle;
  sw::Errors errors;
  if (!sw::readBundleText(text, bundle, errors)) return 0;
  std::vector<const sw::LevelObject*> objects;
  for (const auto& tile : bundle.chain) objects.push_back(tile.get());
  for (const auto& object : bundle.objects) objects.push_back(object.get());
  (void)sw::bundleText(objects);
  return 0;
}
