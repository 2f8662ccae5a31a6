"""Shape checkers generated ahead of time from the shipped schemas by tools/compile_shapes.py, one
module each: reading.shape.compile_schema runs the code of one, with the names it calls, when it
generates the same source (see there). Do not edit; run python tools/compile_shapes.py after
changing a schema or the generator."""
# ruff: noqa
# mypy: ignore-errors

# source_key of the generated source -> the module of reading/ that holds its code
CHECKERS = {
    (3031718778, 75331): '_shapes_devicemetadata_v1alpha1',  # https://dra-conform.dev/schemas/metadata.resource.k8s.io/v1alpha1/DeviceMetadata.json
    (1386172781, 75327): '_shapes_devicemetadata_v1beta1',  # https://dra-conform.dev/schemas/metadata.resource.k8s.io/v1beta1/DeviceMetadata.json
    (1316613338, 200392): '_shapes_resourceslice_v1',  # https://dra-conform.dev/schemas/resource.k8s.io/v1/ResourceSlice.json
    (2839996630, 214198): '_shapes_resourceslice_v1beta1',  # https://dra-conform.dev/schemas/resource.k8s.io/v1beta1/ResourceSlice.json
    (4170012565, 200537): '_shapes_resourceslice_v1beta2',  # https://dra-conform.dev/schemas/resource.k8s.io/v1beta2/ResourceSlice.json
}
