#include "tiled_plugin.h"
