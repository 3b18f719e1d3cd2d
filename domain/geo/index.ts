export * from "@/domain/geo/places-data";
export * from "@/domain/geo/landmarks";
export * from "@/domain/geo/distance";
export * from "@/domain/geo/centres";
export * from "@/domain/geo/listing-point";
