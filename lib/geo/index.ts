export * from "@/lib/geo/places-data";
export * from "@/lib/geo/landmarks";
export * from "@/lib/geo/distance";
export * from "@/lib/geo/centres";
export * from "@/lib/geo/listing-point";
