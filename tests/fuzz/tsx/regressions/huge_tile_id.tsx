<?xml version="1.0" encoding="UTF-8"?>
<!-- a tile id of 9e12 sized the id table to 9e12 entries (out of memory) -->
<tileset version="1.10" name="t" tilewidth="16" tileheight="16">
 <tile id="9000000000000"><image source="rock.png" width="32" height="16"/></tile>
</tileset>
