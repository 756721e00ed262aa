#include "xml_strips_plugin.h"
