<?xml version="1.0" encoding="UTF-8"?>
<!-- tilecount 4000000000: four billion tiles were made one by one (hang, then out of memory) -->
<tileset version="1.10" name="t" tilewidth="16" tileheight="16" tilecount="4000000000" columns="4">
 <image source="terrain.png" width="64" height="32"/>
</tileset>
